/* SPDX-License-Identifier: MIT */
/*
 * Findings read back from a log, for --read-findings (what
 * scripts/sysfscheck-format runs): any engine's gcc-style lines, the JSON
 * Lines of --format=json or a SARIF log go through the same output,
 * suppressions, baseline and formats as sysfscheck's own findings.
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

struct finding_record;

/*
 * The results of the SARIF log @text, one record each to @take (paths
 * made absolute through the run's originalUriBaseIds). Returns their
 * number, or -1 with a reason in @why when @text is not a SARIF log.
 */
int sarif_read(const char *text,
	       void (*take)(const struct finding_record *r, void *arg),
	       void *arg, char *why, unsigned int len);

#endif
