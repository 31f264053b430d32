/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The firmware interface header of silent-nested-header.c and
 * warn-nested-header.c, included by their private header nested-hw.h
 * (qla4xxx: ql4_attr.c includes ql4_def.h, which includes ql4_fw.h).
 */
#ifndef NESTED_FW_H
#define NESTED_FW_H

#include <linux/types.h>

struct nested_fw_info {
	u8 build_user[16];
	u8 extended_timestamp[180];
	const char *vendor;
};

#endif
