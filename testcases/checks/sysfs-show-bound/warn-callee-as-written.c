// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: calls and an element's member as the source writes them:
 * memcpy() that the x86 headers of a KASAN build turn into __memcpy()
 * (not "__memcpy()"), a loop's count that a macro of the file computes
 * by a call (not "__port_words(s, i)"), a member of an indexed element
 * (not "s->ports + i * 32->nr_words"); a macro whose body calls sprintf()
 * somewhere is no name of that call (not "port_attr() appends")
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>

void *__memcpy(void *to, const void *from, size_t len);
#define memcpy(dst, src, len) __memcpy(dst, src, len)

struct slave;
unsigned int __port_words(struct slave *s, int port);
#define port_words(s, port) __port_words(s, port)

struct port {
	int id;
	unsigned int nr_words;
	unsigned int *words;
	unsigned int pad[3];
};

struct slave {
	struct device dev;
	struct port *ports;
	int nr_ports;
	const char *blob;
	size_t blob_len;
};

static ssize_t blob_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct slave *s = dev_get_drvdata(dev);

	memcpy(buf, s->blob, s->blob_len);	/* warn(sysfscheck): sysfs-show-bound:hardening "memcpy() of 's->blob_len' bytes into the sysfs page" -- the source calls memcpy(), which the macro turns into __memcpy(); the length is a member no code of the file bounds */
	return s->blob_len;
}
static DEVICE_ATTR_RO(blob);

static ssize_t words_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct slave *s = dev_get_drvdata(dev);
	int i = s->nr_ports - 1, j;
	ssize_t len = 0;

	for (j = 0; j < s->ports[i].nr_words; j++)
		len += sprintf(buf + len, "%u ", s->ports[i].words[j]);	/* warn(sysfscheck): sysfs-show-bound:hardening "(it runs while 'j < s->ports[i].nr_words')" -- the loop's count is a member of an element no code of the file bounds */
	return len;
}
static DEVICE_ATTR_RO(words);

static ssize_t counts_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct slave *s = dev_get_drvdata(dev);
	int i = s->nr_ports - 1, j;
	ssize_t len = 0;

	for (j = 0; j < port_words(s, i); j++)
		len += sprintf(buf + len, "%d ", j);	/* warn(sysfscheck): sysfs-show-bound:hardening "(it runs while 'j < port_words(s, i)')" -- the source calls port_words(), which the macro turns into __port_words(); what a function of another file returns bounds nothing */
	return len;
}
static DEVICE_ATTR_RO(counts);

#define port_attr(field)						\
static ssize_t field##_show(struct device *dev,			\
			    struct device_attribute *attr, char *buf)	\
{									\
	struct slave *s = dev_get_drvdata(dev);				\
	ssize_t len = 0;						\
	int j;								\
									\
	for (j = 0; j < s->ports[0].nr_words; j++)			\
		len += sprintf(buf + len, "%d ", s->ports[0].field);	\
	return len;							\
}									\
static DEVICE_ATTR_RO(field)

port_attr(id);	/* warn(sysfscheck): sysfs-show-bound:hardening "sprintf() appends to the sysfs page of show() 'id_show'" -- the loop in the macro's show() runs a member's count of times */

static struct attribute *slave_attrs[] = {
	&dev_attr_blob.attr,
	&dev_attr_words.attr,
	&dev_attr_counts.attr,
	&dev_attr_id.attr,
	NULL,
};
ATTRIBUTE_GROUPS(slave);
MODULE_LICENSE("GPL");
