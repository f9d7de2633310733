export declare const root: string;
export declare const serverEntry: string;
export declare function serverBuildIsStale(): boolean;
export declare function buildServerIfStale(log?: (message: string) => void): boolean;
