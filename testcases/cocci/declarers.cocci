// Test helper for t50: prints "LINE NAME" for each declarer macro call
// spatch sees, and "LINE proto NAME" for each function prototype.
@r@
declarer d;
position p;
@@
d@p(...);

@script:python@
d << r.d;
p << r.p;
@@
print("%s %s" % (p[0].line, d))

@s@
identifier f;
position p;
type T;
@@
T f@p(...);

@script:python@
f << s.f;
p << s.p;
@@
print("%s proto %s" % (p[0].line, f))
