// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: show() copies an event log that can grow beyond a page into
 * the page with sprintf("%s"): once the log is long, it writes past it.
 *
 * scenario:
 *	load
 *	cat /sys/devices/platform/evlog/log
 *	echo 3000 > /sys/devices/platform/evlog/generate
 *	cat /sys/devices/platform/evlog/length
 *	echo 3000 > /sys/devices/platform/evlog/generate
 *	cat /sys/devices/platform/evlog/length
 *	cat /sys/devices/platform/evlog/log
 *	rm
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/string.h>
#include <linux/sysfs.h>

#define LOG_SIZE 8192

static char event_log[LOG_SIZE];
static size_t log_len;

static ssize_t log_show(struct device *dev,	/* runtime: sysfs-show-bound */
			struct device_attribute *attr, char *buf)
{
	return sprintf(buf, "%s\n", event_log);	/* warn(sysfscheck): sysfs-show-bound -- %s of an 8192-byte array (LOG_SIZE), larger than the page; the array's size is a value fact */ /* runtime: sysfs-show-bound */
}
static DEVICE_ATTR_RO(log);

static ssize_t length_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "%zu\n", log_len);
}
static DEVICE_ATTR_RO(length);

/* Appends N bytes of events, for testing. */
static ssize_t generate_store(struct device *dev, struct device_attribute *attr,
			      const char *buf, size_t count)
{
	unsigned int n;
	int ret;

	ret = kstrtouint(buf, 0, &n);
	if (ret)
		return ret;
	if (n > LOG_SIZE - 1 - log_len)
		n = LOG_SIZE - 1 - log_len;
	memset(event_log + log_len, 'e', n);
	log_len += n;
	event_log[log_len] = '\0';
	return count;
}
static DEVICE_ATTR_WO(generate);

static struct attribute *evlog_attrs[] = {
	&dev_attr_log.attr,
	&dev_attr_length.attr,
	&dev_attr_generate.attr,
	NULL,
};
ATTRIBUTE_GROUPS(evlog);

static struct platform_driver evlog_driver = {
	.driver = {
		.name = "evlog",
		.dev_groups = evlog_groups,
	},
};
module_platform_driver(evlog_driver);
MODULE_LICENSE("GPL");
