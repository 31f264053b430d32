/* SPDX-License-Identifier: MIT */
/*
 * Findings read back from a log, for --read-findings (what
 * scripts/sysfscheck-format runs): any engine's gcc-style lines, or the
 * JSON Lines of --format=json, go through the same output, baseline and
 * formats as sysfscheck's own findings.
 */
#ifndef FINDINGS_IN_H
#define FINDINGS_IN_H

/*
 * Reads @path ("-": stdin) and hands every finding to output_finding().
 * Lines that are not findings (build noise) are skipped. @engine names the
 * engine of tagged lines; with "sparse" untagged warnings are taken too.
 * Returns the number of findings read, or -1 with a reason in @why.
 */
long read_findings(const char *path, const char *engine, char *why,
		   unsigned int len);

#endif
