// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: strncpy() pads to its size, which is bigger than the page
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

#define NOTE_MAX 5000

struct notes {
	const char *text;
};

static ssize_t note_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct notes *n = dev_get_drvdata(dev);

	strncpy(buf, n->text, NOTE_MAX);	/* warn(sysfscheck): sysfs-show-bound "strncpy() of 5000 bytes" -- strncpy() of a macro that expands to 5000 bytes; a value fact */
	return strnlen(buf, PAGE_SIZE);
}
static DEVICE_ATTR_RO(note);

static struct attribute *notes_attrs[] = {
	&dev_attr_note.attr,
	NULL,
};
ATTRIBUTE_GROUPS(notes);
MODULE_LICENSE("GPL");
