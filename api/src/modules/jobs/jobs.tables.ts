export interface JobLeasesTable {
  /** The job's name (`mail-outbox`, `payment-reconciliation`, ...). */
  name: string;
  /** The instance holding it (a random id made at start). */
  holder: string;
  /** ISO-8601 UTC: past this, the lease is free for any instance (its holder died or hung). */
  expires_at: string;
}

export interface JobsTables {
  job_leases: JobLeasesTable;
}
