// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store() returns 0 for a valid "do nothing" request
 *
 * As mcp4725.c's store_eeprom on 6.1: "echo 0 > store_eeprom" makes
 * write(2) return 0 and the writer try again, for ever. The test is of
 * the parsed flag, not of count: 0 is not the count here.
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

int chip_save_settings(struct device *dev);

static ssize_t store_eeprom_store(struct device *dev,
				  struct device_attribute *attr,
				  const char *buf, size_t len)
{
	bool state;
	int ret;

	ret = kstrtobool(buf, &state);
	if (ret < 0)
		return ret;
	if (!state)
		return 0;	/* warn: sysfs-store-return */
	ret = chip_save_settings(dev);
	if (ret)
		return ret;
	return len;
}
static DEVICE_ATTR_WO(store_eeprom);

static struct attribute *chip_attrs[] = {
	&dev_attr_store_eeprom.attr,
	NULL,
};
ATTRIBUTE_GROUPS(chip);
MODULE_LICENSE("GPL");
