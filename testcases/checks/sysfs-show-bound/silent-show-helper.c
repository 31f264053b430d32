// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show()s that pass their page to helpers that stay within
 * it: bounded loops, sysfs_emit_at(), a size tied to the page given with
 * the page, a helper that writes a few bytes at a known offset
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct sensor {
	unsigned int count;
	u16 samples[16];
	const char *name;
};

static ssize_t samples_print(struct sensor *s, char *buf)
{
	ssize_t n = 0;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(s->samples); i++)
		n += sprintf(buf + n, "%u ", s->samples[i]);
	return n;
}

static ssize_t samples_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	return samples_print(dev_get_drvdata(dev), buf);
}
static DEVICE_ATTR_RO(samples);

static int emit_all(const struct sensor *s, char *buf)
{
	unsigned int i;
	int len = 0;

	for (i = 0; i < s->count; i++)
		len += sysfs_emit_at(buf, len, "%u ", s->samples[i % 16]);
	return len;
}

static ssize_t emitted_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	return emit_all(dev_get_drvdata(dev), buf);
}
static DEVICE_ATTR_RO(emitted);

static int name_print(char *out, size_t room, const struct sensor *s)
{
	return scnprintf(out, room, "%s\n", s->name);
}

static ssize_t name_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct sensor *s = dev_get_drvdata(dev);
	int len = 0;

	len += sprintf(buf, "name: ");
	len += name_print(buf + len, PAGE_SIZE - len, s);
	return len;
}
static DEVICE_ATTR_RO(name);

/* acpi's modalias: the size the show() gives, passed on and decreased. */
static int names_print(const struct sensor *s, char *out, int size)
{
	int len;

	len = snprintf(out, size, "name:%s;", s->name);
	if (len >= size)
		return -ENOMEM;
	size -= len;
	len += snprintf(out + len, size, "%s\n", s->name);
	return len;
}

static ssize_t names_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return names_print(dev_get_drvdata(dev), buf, 1024);
}
static DEVICE_ATTR_RO(names);

static int unit_print(char *out)
{
	return sprintf(out, "mV\n");
}

static ssize_t unit_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	int len = sprintf(buf, "%u ", 12);

	len += unit_print(buf + len);
	return len;
}
static DEVICE_ATTR_RO(unit);

static struct attribute *sensor_attrs[] = {
	&dev_attr_samples.attr,
	&dev_attr_emitted.attr,
	&dev_attr_name.attr,
	&dev_attr_names.attr,
	&dev_attr_unit.attr,
	NULL,
};
ATTRIBUTE_GROUPS(sensor);
MODULE_LICENSE("GPL");
