// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: loops that divide their variable until it is 0: at most as
 * many turns as the type has digits in that base
 *
 * scsi_transport_spi.c sprint_frac(): "do { denom /= 10; ...; frac %=
 * denom; } while (frac);" keeps frac below a divisor that shrinks tenfold
 * each turn; a digit loop "while (v) { ...; v /= 10; }"; a bit loop over
 * an unsigned mask shifted right.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct spi_target {
	int period;
	unsigned long mask;
};

static int print_frac(char *dest, int value, int denom)
{
	int frac = value % denom;
	int result = sprintf(dest, "%d", value / denom);

	if (frac == 0)
		return result;
	dest[result++] = '.';
	do {
		denom /= 10;
		sprintf(dest + result, "%d", frac / denom);
		result++;
		frac %= denom;
	} while (frac);
	dest[result++] = '\0';
	return result;
}

static ssize_t period_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct spi_target *t = dev_get_drvdata(dev);
	int len = print_frac(buf, t->period, 1000);

	buf[len - 1] = '\n';
	return len;
}
static DEVICE_ATTR_RO(period);

static ssize_t digits_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct spi_target *t = dev_get_drvdata(dev);
	unsigned int v = t->period;
	int len = 0;

	while (v) {
		len += sprintf(buf + len, "%u ", v % 10);
		v /= 10;
	}
	len += sprintf(buf + len, "\n");
	return len;
}
static DEVICE_ATTR_RO(digits);

static ssize_t bits_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct spi_target *t = dev_get_drvdata(dev);
	unsigned long m = t->mask;
	int len = 0;

	while (m) {
		len += sprintf(buf + len, "%lu", m & 1);
		m >>= 1;
	}
	len += sprintf(buf + len, "\n");
	return len;
}
static DEVICE_ATTR_RO(bits);

static struct attribute *spi_attrs[] = {
	&dev_attr_period.attr,
	&dev_attr_digits.attr,
	&dev_attr_bits.attr,
	NULL,
};
ATTRIBUTE_GROUPS(spi);

static struct device_driver spi_driver = {
	.name = "spi_frac",
	.groups = spi_groups,
};

static int __init spi_frac_init(void)
{
	return driver_register(&spi_driver);
}
module_init(spi_frac_init);
MODULE_LICENSE("GPL");
