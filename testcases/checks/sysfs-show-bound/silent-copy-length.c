// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: copies into the page whose length is bounded: clamped by
 * min(), by a select or by a test that assigns, rejected above the page, bounded by
 * the declared size of what is copied, or the length of a bounded string
 */
#include <linux/device.h>
#include <linux/minmax.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct params {
	u16 key;
	u16 length;
	u8 raw[60];
};

struct chip {
	u32 len;
	u8 *data;
	struct params params;
	u8 fw_version[32];
	char name[20];
};

static ssize_t min_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct chip *c = dev_get_drvdata(dev);
	size_t len = min_t(size_t, c->len, PAGE_SIZE);

	memcpy(buf, c->data, len);
	return len;
}
static DEVICE_ATTR_RO(min);

static ssize_t clamp_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct chip *c = dev_get_drvdata(dev);
	size_t len = c->len;

	if (len > PAGE_SIZE - 1)
		len = PAGE_SIZE - 1;
	memcpy(buf, c->data, len);
	return len;
}
static DEVICE_ATTR_RO(clamp);

static ssize_t reject_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct chip *c = dev_get_drvdata(dev);

	if (c->len >= PAGE_SIZE)
		return -EFBIG;
	memcpy(buf, c->data, c->len);
	return c->len;
}
static DEVICE_ATTR_RO(reject);

/* megaraid_sas's fw_crash_buffer_show(): held below the page by a select. */
static ssize_t chunk_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct chip *c = dev_get_drvdata(dev);
	u32 size = c->len;

	size = (size >= PAGE_SIZE) ? (PAGE_SIZE - 1) : size;
	memcpy(buf, c->data, size);
	return size;
}
static DEVICE_ATTR_RO(chunk);

/* edd.c's raw_data: the firmware's length, held to the struct's size. */
static ssize_t raw_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct chip *c = dev_get_drvdata(dev);
	ssize_t len = sizeof(c->params);

	if (c->params.key == 0xBEDD)
		len = c->params.length;
	if (len > sizeof(c->params))
		len = sizeof(c->params);
	memcpy(buf, &c->params, len);
	return len;
}
static DEVICE_ATTR_RO(raw);

static ssize_t version_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct chip *c = dev_get_drvdata(dev);

	memcpy(buf, c->fw_version, c->len);
	return c->len;
}
static DEVICE_ATTR_RO(version);

static ssize_t name_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct chip *c = dev_get_drvdata(dev);
	size_t n = strlen(c->name);

	memcpy(buf, c->name, n);
	buf[n] = '\n';
	return n + 1;
}
static DEVICE_ATTR_RO(name);

static struct attribute *chip_attrs[] = {
	&dev_attr_min.attr,
	&dev_attr_clamp.attr,
	&dev_attr_reject.attr,
	&dev_attr_chunk.attr,
	&dev_attr_raw.attr,
	&dev_attr_version.attr,
	&dev_attr_name.attr,
	NULL,
};
ATTRIBUTE_GROUPS(chip);
MODULE_LICENSE("GPL");
