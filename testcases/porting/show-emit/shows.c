/* Every show() form; a sprintf() into a local buffer stays. */
static ssize_t speed_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sprintf(buf, "%d\n", 100);
}

static ssize_t name_show(struct kobject *kobj, struct kobj_attribute *attr,
			 char *buf)
{
	char tmp[16];

	sprintf(tmp, "chip%d", 0);
	return snprintf(buf, PAGE_SIZE, "%s\n", tmp);
}

static ssize_t widget_show(struct kobject *kobj, struct attribute *attr,
			   char *buffer)
{
	if (attr == &count_attr)
		return scnprintf(buffer, PAGE_SIZE, "%lu\n", count);
	return sprintf(buffer, "none\n");
}

static ssize_t history_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	ssize_t len = 0;
	int i;

	for (i = 0; i < NR_SAMPLES; i++)
		len += sprintf(buf + len, "%d ", samples[i]);
	len += scnprintf(buf + len, PAGE_SIZE - len, "\n");
	len += snprintf(&buf[len], PAGE_SIZE - len, "end\n");
	return len;
}

static int chip_format(char *buf, int value)
{
	return sprintf(buf, "%d", value);
}
