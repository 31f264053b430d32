/* A kobject with a ktype, in a kset; the ktype set before the name. */
static int __init widget_init(void)
{
	int err;

	widget = kzalloc(sizeof(*widget), GFP_KERNEL);
	if (!widget)
		return -ENOMEM;
	widget->kobj.ktype = &widget_ktype;
	kobject_set_name(&widget->kobj, "widget%d", 0);
	widget->kobj.kset = &example_kset;
	err = kobject_register(&widget->kobj);
	if (err)
		kfree(widget);
	return err;
}

static int __init led_init(void)
{
	kobject_set_name(&led_kobj, "led0");
	led_kobj.ktype = &led_ktype;
	return kobject_register(&led_kobj);
}

static void __exit widget_exit(void)
{
	kobject_unregister(&led_kobj);
	kobject_unregister(&widget->kobj);
}
