import { preloadBrandMarks } from 'gatehouse-auth';

void preloadBrandMarks(['google', 'apple', 'metamask']);
