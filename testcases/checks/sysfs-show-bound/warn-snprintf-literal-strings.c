// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() of '%s' of literals that can be cut, or of a string of any length
 *
 * As silent-snprintf-literal-strings.c, but the table's longest literal
 * ("NotPresent\n") does not fit 8 bytes, and a local is also set to a
 * string the file does not bound: snprintf() returns more than it wrote.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static const char *const port_state_names[] = {
	"Unknown", "NotPresent", "Online", "Offline", "Blocked",
};

struct hba {
	unsigned int state;
	int load_src;
	const char *fw_file;
};

static ssize_t port_state_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct hba *h = dev_get_drvdata(dev);

	if (h->state >= ARRAY_SIZE(port_state_names))
		return -EINVAL;
	return snprintf(buf, 8, "%s\n", port_state_names[h->state]);	/* warn(sysfscheck): sysfs-show-bound "snprintf()" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(port_state);

static ssize_t load_src_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct hba *h = dev_get_drvdata(dev);
	const char *src = "Flash";
	int len;

	if (h->load_src == 5)
		src = h->fw_file;
	len = snprintf(buf, PAGE_SIZE, "%s\n", src);
	return len;	/* warn(sysfscheck): sysfs-show-bound "snprintf()" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(load_src);

static struct attribute *hba_attrs[] = {
	&dev_attr_port_state.attr,
	&dev_attr_load_src.attr,
	NULL,
};
ATTRIBUTE_GROUPS(hba);
MODULE_LICENSE("GPL");
