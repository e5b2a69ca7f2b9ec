/** [request, stand-in path] for every import formik makes of its generic helpers. */
export declare const FORMIK_STAND_INS: readonly (readonly [request: string, standIn: string])[];
