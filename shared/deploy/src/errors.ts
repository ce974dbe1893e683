/**
 * A refusal: the operator asked for something the tool will not do (bad input, incompatible build,
 * held lock). The CLI prints the message as is and exits 1; anything else is a bug or an I/O fault.
 */
export class DeployError extends Error {
  override name = 'DeployError';
}
