# plan.mod: multi-period production planning LP (steel mill style: make, sell, store),
# for the glpk workload (freqpath). Data: plan.dat (generated).

set PROD;
param T integer > 0;
set PERIODS := 1..T;
param rate{PROD} > 0;               # tons per hour
param inv0{PROD} >= 0;              # initial inventory
param avail{PERIODS} >= 0;          # hours available per period
param market{PROD, PERIODS} >= 0;   # upper limit on sales
param prodcost{PROD} >= 0;
param invcost{PROD} >= 0;
param revenue{PROD, PERIODS} >= 0;

var Make{PROD, PERIODS} >= 0;
var Inv{PROD, 0..T} >= 0;
var Sell{p in PROD, t in PERIODS} >= 0, <= market[p,t];

maximize total_profit:
   sum{p in PROD, t in PERIODS}
      (revenue[p,t] * Sell[p,t] - prodcost[p] * Make[p,t] - invcost[p] * Inv[p,t]);

s.t. time{t in PERIODS}: sum{p in PROD} (1 / rate[p]) * Make[p,t] <= avail[t];
s.t. init_inv{p in PROD}: Inv[p,0] = inv0[p];
s.t. balance{p in PROD, t in PERIODS}: Make[p,t] + Inv[p,t-1] = Sell[p,t] + Inv[p,t];
s.t. smooth{p in PROD, t in 2..T}: Make[p,t] - Make[p,t-1] <= 0.5 * rate[p] * avail[t];

solve;

printf{t in PERIODS} "period %d: hours used %.3f of %g\n", t,
   sum{p in PROD} Make[p,t] / rate[p], avail[t];
display Make, Sell, Inv;
display{t in PERIODS} time[t].dual;
printf "profit %.6g\n", total_profit;
end;
