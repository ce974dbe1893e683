import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors.js';
import { InvoiceCliError, runInvoicingCli } from '../modules/invoices/index.js';
import { runOwnerCli, StaffCliError } from '../modules/staff/index.js';
import { runTenantCli, TenantCliError } from '../modules/tenants/index.js';

/**
 * `npm run tenant -- <command>`: the tenants module's commands, plus two that other modules own
 * and the operator reaches under the same name: `owner` (the staff module's first-owner
 * invitation) and `invoicing` (the invoices module's settings). Composed here, above the
 * modules, so the tenants module never imports the modules that import it. Answers what to
 * print, or throws TenantCliError.
 */
export function runTenantCommand(
  argv: string[],
  app: FastifyInstance,
  cwd: string = process.cwd(),
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  if (argv[0] === 'owner')
    return runOwnerCli(argv.slice(1), app).catch((error: unknown) => {
      throw error instanceof StaffCliError || error instanceof AppError
        ? new TenantCliError(error.message)
        : error;
    });
  if (argv[0] === 'invoicing')
    return runInvoicingCli(argv.slice(1), app, cwd, env).catch((error: unknown) => {
      throw error instanceof InvoiceCliError ? new TenantCliError(error.message) : error;
    });
  return runTenantCli(argv, app, cwd, env);
}
