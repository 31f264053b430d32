/* SPDX-License-Identifier: MIT */
/*
 * How much a finding matters, decided by what the check proved:
 *
 *   bug        it bites with the code in the tree (the page overflows,
 *              write(2) loops or lies, an entry stays after unbind);
 *   hardening  it bites only if a value from outside the kernel's control
 *              is large or odd (firmware, a device, a hypervisor), or it
 *              breaks a lifetime rule the kernel warns about;
 *   style      the API's rule, no behaviour (return strlen(buf),
 *              simple_strto*(), a mode bit that changes EACCES to EIO).
 *
 * --level=LEVEL shows findings of that level and above. The level is
 * printed in the gcc line's tag ("[sysfs-show-bound:style]"), as JSON's
 * "level" and as SARIF's level (error, warning, note). Findings of other
 * engines that carry no level (sparse's warnings) have LEVEL_NONE and are
 * always shown.
 */
#ifndef LEVEL_H
#define LEVEL_H

enum finding_level {
	LEVEL_NONE,
	LEVEL_STYLE,
	LEVEL_HARDENING,
	LEVEL_BUG,
};

/* The level shown when --level is not given. */
#define LEVEL_DEFAULT LEVEL_HARDENING

/* "bug", "hardening", "style"; NULL for LEVEL_NONE. */
const char *level_name(enum finding_level level);

/* The level named @name (its first @len bytes), or LEVEL_NONE. */
enum finding_level level_by_name(const char *name, unsigned int len);

/* SARIF's result level: "error", "warning" or "note". */
const char *level_sarif(enum finding_level level);

#endif
