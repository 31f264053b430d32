// SPDX-License-Identifier: MIT
/// A static kobject registered without a ktype (kobject_register(), or
/// the two steps kobject_init(kobj) and kobject_add(kobj)) took its kset's
/// type under Linux 2.6; since 2.6.25 a kobject must have a ktype, and a
/// bare directory is what kobject_create_and_add() makes. The kobject
/// becomes a pointer, created with kobject_create_and_add(name, parent),
/// where the parent is the kset's kobject when one was assigned (the
/// directory stays where it was); every '&kobj' becomes 'kobj' and
/// 'kobj.member' 'kobj->member'. kobject_register() sent the KOBJ_ADD
/// uevent and kobject_create_and_add() does not: where kobject_register()
/// was called, the port sends it when the kobject was made. Runs after kobject-register.cocci, which ports
/// the kobjects that have a ktype.
///
// Confidence: Moderate
// Options: --no-includes --include-headers
// Keywords: kobject_register, kobject_init, kobject_add, kobject_create_and_add, kobject_uevent

virtual patch

// kobject_register() sent the KOBJ_ADD uevent, kobject_add() did not.
@create depends on patch@
identifier K;
expression NAME, S, P, E;
@@

	kobject_set_name(&K, NAME);
	...
(
-	K.kset = &S;
	...
(
-	E = kobject_register(&K);
+	K = kobject_create_and_add(NAME, &S.kobj);
+	if (K)
+		kobject_uevent(K, KOBJ_ADD);
+	E = K ? 0 : -ENOMEM;
|
-	return kobject_register(&K);
+	K = kobject_create_and_add(NAME, &S.kobj);
+	if (K)
+		kobject_uevent(K, KOBJ_ADD);
+	return K ? 0 : -ENOMEM;
|
-	E = kobject_add(&K);
+	K = kobject_create_and_add(NAME, &S.kobj);
+	E = K ? 0 : -ENOMEM;
|
-	return kobject_add(&K);
+	K = kobject_create_and_add(NAME, &S.kobj);
+	return K ? 0 : -ENOMEM;
)
|
-	K.parent = P;
	...
(
-	E = kobject_register(&K);
+	K = kobject_create_and_add(NAME, P);
+	if (K)
+		kobject_uevent(K, KOBJ_ADD);
+	E = K ? 0 : -ENOMEM;
|
-	return kobject_register(&K);
+	K = kobject_create_and_add(NAME, P);
+	if (K)
+		kobject_uevent(K, KOBJ_ADD);
+	return K ? 0 : -ENOMEM;
|
-	E = kobject_add(&K);
+	K = kobject_create_and_add(NAME, P);
+	E = K ? 0 : -ENOMEM;
|
-	return kobject_add(&K);
+	K = kobject_create_and_add(NAME, P);
+	return K ? 0 : -ENOMEM;
)
|
(
-	E = kobject_register(&K);
+	K = kobject_create_and_add(NAME, NULL);
+	if (K)
+		kobject_uevent(K, KOBJ_ADD);
+	E = K ? 0 : -ENOMEM;
|
-	return kobject_register(&K);
+	K = kobject_create_and_add(NAME, NULL);
+	if (K)
+		kobject_uevent(K, KOBJ_ADD);
+	return K ? 0 : -ENOMEM;
|
-	E = kobject_add(&K);
+	K = kobject_create_and_add(NAME, NULL);
+	E = K ? 0 : -ENOMEM;
|
-	return kobject_add(&K);
+	K = kobject_create_and_add(NAME, NULL);
+	return K ? 0 : -ENOMEM;
)
)

@depends on create@
identifier create.K;
@@

-	kobject_init(&K);

@depends on create@
identifier create.K;
expression NAME;
@@

-	kobject_set_name(&K, NAME);

@depends on create@
identifier create.K;
@@

-	struct kobject K;
+	struct kobject *K;

@depends on create@
identifier create.K;
identifier member;
@@

-	K.member
+	K->member

@depends on create@
identifier create.K;
@@

-	&K
+	K
