// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: sscanf("%16s") into a zeroed array, validated after: bad
 *   input leaves the array as it was, so the count check is style
 * check-options: -Wsysfs-store-input
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static ssize_t command_store(struct device *dev, struct device_attribute *attr,
			     const char *buf, size_t count)
{
	char command[17] = { 0, };

	sscanf(buf, "%16s", command);	/* warn: sysfs-store-input:style "its outputs keep the values they held before" */
	if (strlen(command) <= 1)
		return -EINVAL;
	return count;
}
static DEVICE_ATTR_WO(command);

static ssize_t erase_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	char word[8];

	sscanf(buf, "%7s", word);	/* warn: sysfs-store-input:bug "its outputs are left unset" */
	return strcmp(word, "erase") ? -EINVAL : count;
}
static DEVICE_ATTR_WO(erase);

static struct attribute *cmd_attrs[] = {
	&dev_attr_command.attr,
	&dev_attr_erase.attr,
	NULL,
};
ATTRIBUTE_GROUPS(cmd);
