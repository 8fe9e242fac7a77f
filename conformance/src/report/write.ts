// The three report files. The sync variant is for a SIGINT handler: the process may exit as soon as it returns, so
// nothing may wait for a later turn of the event loop.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { RunReport } from '../model'
import { toHtml } from './html'
import { toJson } from './json'
import { toJunit } from './junit'

export interface ReportFiles {
  json: string
  junit: string
  html: string
}

export const REPORT_FILE_NAMES: ReportFiles = {
  json: 'conformance-report.json',
  junit: 'conformance-junit.xml',
  html: 'conformance-report.html',
}

/** Each file's absolute path and text, all rendered before any is written: a report that fails to render writes none. */
function render(report: RunReport, dir: string): [keyof ReportFiles, string, string][] {
  const texts: ReportFiles = { json: toJson(report), junit: toJunit(report), html: toHtml(report) }
  return (Object.keys(REPORT_FILE_NAMES) as (keyof ReportFiles)[]).map((key) => [
    key,
    resolve(dir, REPORT_FILE_NAMES[key]),
    texts[key],
  ])
}

// Written beside and renamed over: a run stopped mid-write leaves the previous report or the new one, never half of one.
const temporary = (path: string) => `${path}.${process.pid}.tmp`

export async function writeReports(report: RunReport, dir: string): Promise<ReportFiles> {
  const files = render(report, dir)
  await mkdir(dir, { recursive: true })
  for (const [, path, text] of files) {
    await writeFile(temporary(path), text)
    await rename(temporary(path), path)
  }
  return paths(files)
}

export function writeReportsSync(report: RunReport, dir: string): ReportFiles {
  const files = render(report, dir)
  mkdirSync(dir, { recursive: true })
  for (const [, path, text] of files) {
    writeFileSync(temporary(path), text)
    renameSync(temporary(path), path)
  }
  return paths(files)
}

const paths = (files: [keyof ReportFiles, string, string][]) =>
  Object.fromEntries(files.map(([key, path]) => [key, path])) as unknown as ReportFiles
