// SPDX-License-Identifier: GPL-2.0
/*
 * A driver that never touches sysfs, with a parse error: when the
 * prefilter skips it, nothing is printed, which shows it was not parsed.
 */
#include "regs.h"

static int chip_read(const struct chip *c, int reg)
{
	return c->base[reg] +;
}

int chip_probe(struct chip *c)
{
	return chip_read(c, CHIP_ID) == 0x42 ? 0 : -19;
}
