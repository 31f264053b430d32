/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The private header of silent-nested-header.c and warn-nested-header.c:
 * its struct has a member whose type the next header (nested-fw.h)
 * declares.
 */
#ifndef NESTED_HW_H
#define NESTED_HW_H

#include <linux/types.h>
#include "nested-fw.h"

struct nested_hw {
	struct nested_fw_info fw_info;
	int isolation;
};

#endif
