// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: one variable holds a call's status, then a computed reading;
 * the status is returned only when set, and a table has a NULL entry
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static const char *const source_names[] = {
	NULL,	/* disabled */
	"Local",
	"Diode 0 (curr)",
};

struct die_sensor {
	u8 src;
};

int die_sensor_read(struct device *dev, unsigned int *val);

static ssize_t die_temp_show(struct device *dev, struct device_attribute *attr,
			     char *buf)
{
	unsigned int val;
	int ret = die_sensor_read(dev, &val);

	if (ret)
		return ret;
	ret = 346480 - 1140 * val;
	return sprintf(buf, "%d\n", ret);
}
static DEVICE_ATTR_RO(die_temp);

static ssize_t source_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct die_sensor *ds = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n", source_names[ds->src]);
}
static DEVICE_ATTR_RO(source);

static struct attribute *die_attrs[] = {
	&dev_attr_die_temp.attr,
	&dev_attr_source.attr,
	NULL,
};
ATTRIBUTE_GROUPS(die);
MODULE_LICENSE("GPL");
