/** Plain CSS imported for its side effect (webpack extracts it to a stylesheet). */
declare module '*.css';
