// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: hwmon sensor attributes with the _RO/_RW/_WO macros, one and
 * two indexes, and an array of SENSOR_ATTR_2() entries
 */
#include <linux/device.h>
#include <linux/hwmon-sysfs.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static int in[4], in_min[4];

static ssize_t in_show(struct device *dev, struct device_attribute *attr,
		       char *buf)
{
	return sysfs_emit(buf, "%d\n", in[to_sensor_dev_attr(attr)->index]);
}

static ssize_t in_min_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "%d\n", in_min[to_sensor_dev_attr(attr)->index]);
}

static ssize_t in_min_store(struct device *dev, struct device_attribute *attr,
			    const char *buf, size_t count)
{
	int ret = kstrtoint(buf, 10, &in_min[to_sensor_dev_attr(attr)->index]);

	return ret ? ret : count;
}

static ssize_t alarms_clear_store(struct device *dev,
				  struct device_attribute *attr,
				  const char *buf, size_t count)
{
	return count;
}

static ssize_t reg_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct sensor_device_attribute_2 *sattr = to_sensor_dev_attr_2(attr);

	return sysfs_emit(buf, "%d\n", sattr->nr + sattr->index);
}

static SENSOR_DEVICE_ATTR_RO(in0_input, in, 0);
static SENSOR_DEVICE_ATTR_RW(in0_min, in_min, 0);
static SENSOR_DEVICE_ATTR_WO(alarms_clear, alarms_clear, 0);
static SENSOR_DEVICE_ATTR_2_RO(in1_reg, reg, 1, 0);

static struct sensor_device_attribute_2 regs[] = {
	SENSOR_ATTR_2(in2_reg, 0444, reg_show, NULL, 2, 0),
	SENSOR_ATTR_2_RO(in3_reg, reg, 3, 0),
};

static struct attribute *board_attrs[] = {
	&sensor_dev_attr_in0_input.dev_attr.attr,
	&sensor_dev_attr_in0_min.dev_attr.attr,
	&sensor_dev_attr_alarms_clear.dev_attr.attr,
	&sensor_dev_attr_in1_reg.dev_attr.attr,
	&regs[0].dev_attr.attr,
	&regs[1].dev_attr.attr,
	NULL,
};
ATTRIBUTE_GROUPS(board);

const struct attribute_group **board_hwmon_groups(void)
{
	return board_groups;
}
MODULE_LICENSE("GPL");
