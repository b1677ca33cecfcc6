/**
 * The trajectory: one JSONL file written as the run goes, so a crash still leaves it. Every line passes the redactor.
 * Lines: start, model (each model call: message, usage, timing), tool (each call and result), tests, note, outcome.
 * A trajectory is also a replay recording (`--model replay:FILE`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { redactDeep } from '../security/redact.js';

export class Trajectory {
  constructor(readonly file: string | undefined) {
    if (file) {
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      fs.writeFileSync(file, '');
    }
  }

  write(type: string, data: Record<string, unknown>): void {
    if (!this.file) return;
    fs.appendFileSync(this.file, `${JSON.stringify(redactDeep({ type, time: new Date().toISOString(), ...data }))}\n`);
  }
}
