import type { EngineErrorInfo } from './protocol';

/** A call the engine refused, or a fault on the way to it (code `internal`). */
export class EngineError extends Error implements EngineErrorInfo {
  readonly code: string;
  readonly field?: string;

  constructor({ code, message, field }: EngineErrorInfo) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    if (field) this.field = field;
  }
}
