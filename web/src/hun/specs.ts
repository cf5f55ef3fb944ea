// The input specifications of the engine's calls, from `list` (asked once, then kept).
import { call } from '../engine/client';
import { useEffect, useState } from 'preact/hooks';

/** One argument of a call, as `list` describes it. */
export interface FieldSpec {
  name: string;
  type: string;
  help: string;
  required: boolean;
  default?: unknown;
  unit?: string;
  min?: number;
  max?: number;
  choices?: string[];
}

export interface CallSpec {
  name: string;
  description: string;
  input: FieldSpec[];
}

let asked: Promise<Map<string, CallSpec>> | null = null;

/** Every call's specification by name. */
export function callSpecs(): Promise<Map<string, CallSpec>> {
  asked ??= call<{ calls: CallSpec[] }>('list').then(({ calls }) => new Map(calls.map((c) => [c.name, c])));
  asked.catch(() => (asked = null));
  return asked;
}

/** The specifications once known (null until then), and the error if `list` failed. */
export function useCallSpecs(): { specs: Map<string, CallSpec> | null; error: unknown } {
  const [specs, setSpecs] = useState<Map<string, CallSpec> | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    callSpecs().then(setSpecs, setError);
  }, []);
  return { specs, error };
}

/** An argument's specification, if the call has it. */
export function argSpec(specs: Map<string, CallSpec>, callName: string, arg: string): FieldSpec | undefined {
  return specs.get(callName)?.input.find((f) => f.name === arg);
}
