// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a show() that writes a placeholder, then fails with the error
 *
 * rtc-ab8500 and rtc-abx80x print "0\n" and return the negative status:
 * the read fails, what the page holds does not matter.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

int chip_get_calibration(struct device *dev, int *value);
int chip_get_mode(struct device *dev);

static ssize_t calibration_show(struct device *dev,
				struct device_attribute *attr, char *buf)
{
	int retval, calibration = 0;

	retval = chip_get_calibration(dev, &calibration);
	if (retval < 0) {
		dev_err(dev, "cannot read the calibration\n");
		sprintf(buf, "0\n");
		return retval;
	}
	return sprintf(buf, "%d\n", calibration);
}
static DEVICE_ATTR_RO(calibration);

static ssize_t mode_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	int mode = chip_get_mode(dev);

	if (mode < 0) {
		sprintf(buf, "\n");
		return mode;
	}
	return sprintf(buf, "%s\n", mode ? "rc" : "xtal");
}
static DEVICE_ATTR_RO(mode);

static struct attribute *chip_attrs[] = {
	&dev_attr_calibration.attr,
	&dev_attr_mode.attr,
	NULL,
};
ATTRIBUTE_GROUPS(chip);
MODULE_LICENSE("GPL");
