// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a helper's room that starts from a size parameter its
 * caller does not tie to the page, or gives a constant smaller than what
 * the helper takes from it (below zero, a size_t room is huge)
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct board_field {
	const char *prefix;
	const char *value;
};

struct board {
	const struct board_field *fields;
	size_t alias_size;
};

static ssize_t board_alias(const struct board *b, char *buffer,
			   size_t buffer_size)
{
	const struct board_field *f;
	size_t l, left;
	char *p;

	strcpy(buffer, "brd");
	p = buffer + 3;
	left = buffer_size - 4;
	for (f = b->fields; f->prefix && left > 0; f++) {
		l = scnprintf(p, left, ":%s%s", f->prefix, f->value);	/* warn(sysfscheck): sysfs-show-bound "scnprintf() appends to the sysfs page show() 'alias_show' passes to 'board_alias()' in a loop with no bound tied to PAGE_SIZE" -- scnprintf() sized by a helper's room, which only the argument at the call bounds: a value, sysfscheck's */
		p += l;
		left -= l;
	}
	return p - buffer;
}

static ssize_t alias_show(struct device *dev, struct device_attribute *attr,
			  char *page)
{
	struct board *b = dev_get_drvdata(dev);

	return board_alias(b, page, b->alias_size);
}
static DEVICE_ATTR_RO(alias);

static ssize_t tagged_alias(const struct board *b, char *buffer,
			    size_t buffer_size)
{
	const struct board_field *f;
	size_t l, left;
	char *p = buffer;

	left = buffer_size - 4;
	for (f = b->fields; f->prefix && left > 0; f++) {
		l = scnprintf(p, left, "%s;", f->value);	/* warn(sysfscheck): sysfs-show-bound "scnprintf() appends to the sysfs page show() 'tagged_show' passes to 'tagged_alias()' in a loop with no bound tied to PAGE_SIZE" -- scnprintf() sized by a helper's room, which only the argument at the call bounds: a value, sysfscheck's */
		p += l;
		left -= l;
	}
	return p - buffer;
}

static ssize_t tagged_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return tagged_alias(dev_get_drvdata(dev), buf, 2);
}
static DEVICE_ATTR_RO(tagged);

static struct attribute *board_attrs[] = {
	&dev_attr_alias.attr,
	&dev_attr_tagged.attr,
	NULL,
};
ATTRIBUTE_GROUPS(board);
MODULE_LICENSE("GPL");
