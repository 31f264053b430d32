// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() of what a formatter returns: the array it was given
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct disk {
	u8 path[8];
};

/* Fills @out and returns it. */
static char *format_path(const u8 *path, char *out, int len)
{
	char *p = out;
	int i;

	*p = '\0';
	for (i = 0; i < 8 && path[i] != 0xff; i++)
		p += scnprintf(p, out + len - p, "%s%02X", i ? "-" : "", path[i]);
	return out;
}

/* Another caller's buffer: the formatter returns strings of any length. */
void disk_path_text(struct disk *d, char *out, int len)
{
	format_path(d->path, out, len);
}
EXPORT_SYMBOL_GPL(disk_path_text);

static ssize_t path_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct disk *d = dev_get_drvdata(dev);
	char text[24];

	/* the text ends inside text[24]: what snprintf() returns was written */
	return snprintf(buf, PAGE_SIZE, "%s\n",
			format_path(d->path, text, sizeof(text)));
}
static DEVICE_ATTR_RO(path);

static struct attribute *disk_attrs[] = {
	&dev_attr_path.attr,
	NULL,
};
ATTRIBUTE_GROUPS(disk);
MODULE_LICENSE("GPL");
