// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns 0 when count is 0: that is returning count
 * (ipw2200 led_store(), iwlegacy il3945_store_antenna(), bd9571mwv
 * backup_mode_store())
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct radio {
	int antenna;
};

void radio_led_on(struct radio *radio);
void radio_led_off(struct radio *radio);

static ssize_t led_store(struct device *dev, struct device_attribute *attr,
			 const char *buf, size_t count)
{
	struct radio *radio = dev_get_drvdata(dev);

	if (count == 0)
		return 0;
	if (buf[0] == '0') {
		dev_dbg(dev, "LED off\n");
		radio_led_off(radio);
	} else {
		dev_dbg(dev, "LED on\n");
		radio_led_on(radio);
	}
	return count;
}
static DEVICE_ATTR_WO(led);

static ssize_t antenna_store(struct device *dev, struct device_attribute *attr,
			     const char *buf, size_t count)
{
	struct radio *radio = dev_get_drvdata(dev);
	int ant, ret;

	if (!count)
		return 0;
	ret = kstrtoint(buf, 0, &ant);
	if (ret)
		return ret;
	radio->antenna = ant;
	return count;
}
static DEVICE_ATTR_WO(antenna);

static struct attribute *radio_attrs[] = {
	&dev_attr_led.attr,
	&dev_attr_antenna.attr,
	NULL,
};
ATTRIBUTE_GROUPS(radio);
