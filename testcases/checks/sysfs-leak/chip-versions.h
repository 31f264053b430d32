/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A chip told apart by a version member that inline helpers read each
 * time (as include/linux/mfd/abx500/ab8500.h does), and the groups its
 * versions have. Used by silent-correlated-inline-tests.c and
 * warn-correlated-tests-rewritten.c.
 */
#ifndef CHIP_VERSIONS_H
#define CHIP_VERSIONS_H

#include <linux/device.h>
#include <linux/sysfs.h>

#define DEMO_V1		1
#define DEMO_V2		2
#define DEMO_V3		3
#define DEMO_CUT2	0x20

struct demo {
	struct device *dev;
	int version;
	int chip_id;
	int value;
};

static inline int is_v1(struct demo *d)
{
	return d->version == DEMO_V1;
}

static inline int is_v2(struct demo *d)
{
	return d->version == DEMO_V2;
}

static inline int is_v3(struct demo *d)
{
	return d->version == DEMO_V3;
}

static ssize_t value_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct demo *d = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", d->value);
}
static DEVICE_ATTR_RO(value);

static struct attribute *demo_attrs[] = {
	&dev_attr_value.attr,
	NULL
};
ATTRIBUTE_GROUPS(demo);

static struct attribute *demo_new_attrs[] = {
	&dev_attr_value.attr,
	NULL
};
static const struct attribute_group demo_new_group = {
	.attrs = demo_new_attrs,
};

static struct attribute *demo_extra_attrs[] = {
	&dev_attr_value.attr,
	NULL
};
static const struct attribute_group demo_extra_group = {
	.attrs = demo_extra_attrs,
};

#endif
