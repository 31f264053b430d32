/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The header of silent-loop-set-bits.c and warn-loop-set-bits.c: name
 * functions a header defines inline, as uapi/linux/ndctl.h does
 * nvdimm_bus_cmd_name().
 */
#ifndef BUS_CMD_NAMES_H
#define BUS_CMD_NAMES_H

struct bus_cmd {
	const char *label;
};

static inline const char *bus_cmd_name(unsigned int cmd)
{
	switch (cmd) {
	case 1:
		return "ars_cap";
	case 2:
		return "ars_start";
	case 3:
		return "clear_error";
	default:
		return "unknown";
	}
}

static inline const char *bus_cmd_label(struct bus_cmd *cmd)
{
	return cmd->label;
}

#endif
