// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: arrays of other pointers are not the check's business
 */
#include <linux/device.h>
#include <linux/module.h>

static const char *const names[] = { "alpha", "beta" };
static struct device *devices[4];

const char *name_of(int i)
{
	return i < 2 ? names[i] : devices[i] ? dev_name(devices[i]) : "?";
}
MODULE_LICENSE("GPL");
