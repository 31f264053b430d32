/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The lamp driver's header: the attributes are defined in the probe's
 * file by a macro of the driver and removed by the teardown in another
 * file (esas2r.h, Linux 6.1). Used by silent-macro-defined-shared-attrs.c
 * and warn-static-attr-teardown-calls-driver.c.
 */
#ifndef SHARED_LAMP_ATTRS_H
#define SHARED_LAMP_ATTRS_H

#include <linux/device.h>
#include <linux/platform_device.h>

extern struct device_attribute dev_attr_level;
extern struct device_attribute dev_attr_hours;

struct lamp {
	int level;
	int hours;
};

void lamp_teardown(struct platform_device *pdev);

#endif
