export declare const root: string;
export declare const webDist: string;
export declare const webSsrEntry: string;
export declare function webBuildIsStale(): boolean;
export declare function buildWebIfStale(log?: (message: string) => void): boolean;
