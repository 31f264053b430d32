// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a helper appends in a loop, each write limited by the room
 * left, which starts from a size parameter its caller ties to the page
 *
 * dmi-id.c get_modalias(): "left = buffer_size - 4; for (...; left > 0;
 * ...) { l = scnprintf(p, left, ...); p += l; left -= l; }", called as
 * get_modalias(page, PAGE_SIZE - 1) by sys_dmi_modalias_show().
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
};

static ssize_t board_alias(const struct board *b, char *buffer,
			   ssize_t buffer_size)
{
	const struct board_field *f;
	ssize_t l, left;
	char *p;

	strcpy(buffer, "brd");
	p = buffer + 3;
	left = buffer_size - 4;
	for (f = b->fields; f->prefix && left > 0; f++) {
		l = scnprintf(p, left, ":%s%s", f->prefix, f->value);
		p += l;
		left -= l;
	}
	p[0] = ':';
	p[1] = 0;
	return p - buffer + 1;
}

static ssize_t alias_show(struct device *dev, struct device_attribute *attr,
			  char *page)
{
	ssize_t r = board_alias(dev_get_drvdata(dev), page, PAGE_SIZE - 1);

	page[r] = '\n';
	page[r + 1] = 0;
	return r + 1;
}
static DEVICE_ATTR_RO(alias);

/* The room parameter itself decreased, given the room left in the page. */
static int list_fields(const struct board *b, char *out, size_t room)
{
	const struct board_field *f;
	int len = 0, n;

	for (f = b->fields; f->prefix; f++) {
		n = scnprintf(out + len, room, "%s=%s\n", f->prefix, f->value);
		len += n;
		room -= n;
	}
	return len;
}

static ssize_t fields_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	int len = sysfs_emit(buf, "fields:\n");

	return len + list_fields(dev_get_drvdata(dev), buf + len,
				 PAGE_SIZE - len);
}
static DEVICE_ATTR_RO(fields);

static struct attribute *board_attrs[] = {
	&dev_attr_alias.attr,
	&dev_attr_fields.attr,
	NULL,
};
ATTRIBUTE_GROUPS(board);
MODULE_LICENSE("GPL");
