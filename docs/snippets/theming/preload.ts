import { preloadBrandMarks } from 'gatehouse';

void preloadBrandMarks(['google', 'apple', 'metamask']);
