// SPDX-License-Identifier: MIT
/*
 * sysfs-incomplete: a function some check's walk of its paths stopped in
 * at one of the limits of ir-path.h (paths, undecided conditions, blocks
 * walked, blocks on a path). What the walk did not see may hold a
 * finding, so the function is said to be not fully analysed rather than
 * taken as clean: a note, like sparse's own notes on its limits, never a
 * defect of the code. Runs last, after the walks of the other checks.
 * Only the file's own functions are named: a static inline of a header
 * cut short would be named in every file that includes it.
 */
#include "checks.h"
#include "expr-text.h"
#include "diag.h"
#include "ir-path.h"
#include "sysfs-index.h"

const struct sysfs_check check_incomplete;

static void report_cut(struct symbol *fn, unsigned int cut, void *data)
{
	char limits[256];

	if (!index_in_input(data, fn->pos))
		return;
	diag_report(&check_incomplete, LEVEL_NONE, fn->pos, symbol_name(fn),
		    "'%s' was not fully analysed (%s): findings on the paths left out may be missing",
		    symbol_name(fn), irp_cut_text(cut, limits, sizeof(limits)));
}

static void incomplete_file_end(struct sysfs_index *idx)
{
	irp_each_cut(idx, report_cut, idx);
}

const struct sysfs_check check_incomplete = {
	.name = "sysfs-incomplete",
	.summary = "functions not fully analysed: a limit on paths cut the walk short (notes)",
	.default_on = 1,
	.note = 1,
	.file_end = incomplete_file_end,
};
