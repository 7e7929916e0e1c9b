package org.kaylescourseware.site.lessons;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.rules.HeapOption;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.site.math.FormulaTex;

/**
 * Reads a normal-play worked game's moves (its table names the rule's code) as the page words them ("From the row of 6, take token 2, leaving 4 +
 * 1", "Split the row of 4 into 3 + 1, removing no token") and checks each against the rule's move
 * generator: the row is in the position, the words say what the move does (a split removes nothing;
 * token i of a row leaves i − 1 tokens before it), the rule allows the move, and the next turn starts
 * from the position it leaves.
 */
record WorkedGameMoves(int moves, List<String> problems) {

    private static final Pattern TAKE = Pattern.compile(
            "From the row (?:of )?(\\d+), take (?:token (\\d+)|tokens (\\d+)–(\\d+)), leaving (nothing|[\\d +]+)\\.");
    private static final Pattern SPLIT = Pattern.compile("Split the row (?:of )?(\\d+) into ([\\d +]+), removing no token\\.");

    static WorkedGameMoves of(Element table) {
        ImpartialRule rule = ImpartialRule.parse(table.attr("data-rule"));
        List<String> problems = new ArrayList<>();
        List<Element> rows = table.select("tbody tr");
        for (int i = 0; i < rows.size(); i++) {
            Position before = FormulaTex.position(rows.get(i).selectFirst("td.position").text());
            String words = FormulaTex.lengths(rows.get(i).selectFirst(".move-what").text());
            Position after = check(rule, before, words, problems);
            if (after != null && i + 1 < rows.size()) {
                Position next = FormulaTex.position(rows.get(i + 1).selectFirst("td.position").text());
                if (!next.equals(after)) {
                    problems.add("\"" + words + "\" from " + before + " leaves " + after + ", but the next turn starts from " + next);
                }
            }
        }
        return new WorkedGameMoves(rows.size(), problems);
    }

    /** The position the move leaves, or null (with a problem) when the words or the move are wrong. */
    private static Position check(ImpartialRule rule, Position before, String words, List<String> problems) {
        Matcher take = TAKE.matcher(words);
        Matcher split = SPLIT.matcher(words);
        int heap;
        List<Integer> leaves;
        if (take.matches()) {
            heap = Integer.parseInt(take.group(1));
            leaves = numbers(take.group(5));
            int first = Integer.parseInt(take.group(2) != null ? take.group(2) : take.group(3));
            int last = take.group(2) != null ? first : Integer.parseInt(take.group(4));
            int removed = heap - leaves.stream().mapToInt(Integer::intValue).sum();
            int before2 = leaves.size() == 2 ? Math.min(leaves.get(0), leaves.get(1)) : 0;
            if (last - first + 1 != removed || removed < 1 || (take.group(2) == null) == (removed == 1)
                    || first - 1 != before2 || last > heap) {
                problems.add("\"" + words + "\" does not say which tokens the move takes");
            }
        } else if (split.matches()) {
            heap = Integer.parseInt(split.group(1));
            leaves = numbers(split.group(2));
            if (leaves.size() != 2 || leaves.get(0) + leaves.get(1) != heap) {
                problems.add("\"" + words + "\" is not a split that removes nothing");
            }
        } else {
            problems.add("\"" + words + "\" is not a move in words the check reads");
            return null;
        }
        if (!before.heaps().contains(heap)) {
            problems.add("\"" + words + "\": " + before + " has no row of " + heap);
            return null;
        }
        List<Integer> sorted = new ArrayList<>(leaves);
        sorted.sort((x, y) -> y - x);
        HeapOption option = new HeapOption(heap - leaves.stream().mapToInt(Integer::intValue).sum(), sorted);
        if (!rule.options(heap).contains(option)) {
            problems.add("\"" + words + "\": the rule " + rule.code() + " has no such move from a row of " + heap);
            return null;
        }
        return before.replace(before.heaps().indexOf(heap), sorted);
    }

    private static List<Integer> numbers(String text) {
        if (text.equals("nothing")) {
            return List.of();
        }
        return Arrays.stream(text.split("\\s*\\+\\s*")).map(String::trim).map(Integer::valueOf).toList();
    }
}
