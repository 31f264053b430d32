/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A header of the tree (include/linux/ of the kernel) for
 * silent-tree-header.c and warn-tree-header.c: the rows of their
 * tables, as include/linux/firmware/xlnx-zynqmp.h names zynqmp.c's; the
 * count is in its uapi half.
 */
#ifndef DEMO_FLASH_H
#define DEMO_FLASH_H

#include <uapi/linux/demo-flash.h>

enum demo_scope {
	DEMO_SCOPE_SUBSYSTEM,
	DEMO_SCOPE_PS_ONLY,
	DEMO_SCOPE_SYSTEM,
};

#endif
