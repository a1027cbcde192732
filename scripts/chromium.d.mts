export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const launchOptions: { executablePath: string; args: string[] };
