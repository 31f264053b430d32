/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The driver's header: the binary attributes are defined in the probe's
 * file and removed by the adapter teardown in another file
 * (esas2r.h, Linux 6.1). Used by silent-header-declared-attrs.c.
 */
#ifndef SHARED_BIN_ATTRS_H
#define SHARED_BIN_ATTRS_H

#include <linux/sysfs.h>

extern struct bin_attribute bin_attr_fw;
extern struct bin_attribute bin_attr_nvram;

struct hba_adapter {
	struct device *dev;
	int index;
	unsigned int sysfs_fw_created:1;
	unsigned int sysfs_nvram_created:1;
	u8 nvram[512];
	u8 fw[4096];
};

void hba_kill_adapter(int index);

#endif
