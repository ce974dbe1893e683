/** The longest comment a buyer may send with a proof change request (issue 32). */
export declare const PROOF_COMMENT_MAX: number;
