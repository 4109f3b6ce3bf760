# Not read by jq as one program: scripts/accuracy runs each non-comment line as a filter.
map(select(.active and .age > 30)) | length
group_by(.city) | map({city: .[0].city, n: length, avg: (map(.score) | add / length)}) | sort_by(-.n) | .[0:5]
[.[] | .tags[]] | group_by(.) | map([.[0], length]) | sort_by(-.[1]) | .[0:10]
map(.name | ascii_upcase | split(" ") | join("_")) | unique | length
map(select(.address != null) | "\(.name) lives at \(.address.number) \(.address.street)") | .[0:3]
reduce .[] as $r ({}; .[$r.city] += $r.score) | to_entries | map(.value) | add
[paths] | length
map(tojson) | map(fromjson) | map(.id) | add
map([.id, .name, .age, .city] | @csv) | .[0:2000] | length
map(.score | floor) | sort | .[length / 2]
[.[] | select(.manager != null) | .manager] | unique | length
map(del(.tags) | with_entries(select(.value != null))) | .[100:200] | tostring | length
[limit(5000; .[] | select(.name | contains("a") | not))] | length
