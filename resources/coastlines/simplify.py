# Douglas-Peucker simplification of Natural Earth 1:110m coastlines, rounded to 0.1 degree
# (README.md in this folder): python3 simplify.py TOLERANCE_DEGREES ne110.txt > out.txt
import sys
tol = float(sys.argv[1])
def dp(pts):
    if len(pts) < 3: return pts
    (x0,y0),(x1,y1) = pts[0], pts[-1]
    dx, dy = x1-x0, y1-y0
    n2 = dx*dx+dy*dy
    best, bi = -1, 0
    for i in range(1, len(pts)-1):
        px, py = pts[i]
        if n2 == 0: d = ((px-x0)**2+(py-y0)**2)**0.5
        else: d = abs(dy*px-dx*py+x1*y0-y1*x0)/n2**0.5
        if d > best: best, bi = d, i
    if best <= tol: return [pts[0], pts[-1]]
    return dp(pts[:bi+1])[:-1] + dp(pts[bi:])
out = []
for line in open(sys.argv[2]):
    pts = [tuple(map(float, p.split(','))) for p in line.split()]
    s = dp(pts)
    r = []
    for x, y in s:
        q = (round(x, 1), round(y, 1))
        if not r or r[-1] != q: r.append(q)
    if len(r) >= 2:
        out.append(' '.join('%g,%g' % q for q in r))
print('\n'.join(out))
