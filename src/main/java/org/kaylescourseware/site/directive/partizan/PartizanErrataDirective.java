package org.kaylescourseware.site.directive.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.claim.Erratum;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.render.ErratumBox;

/**
 * {@code partizan-errata}: every slip in Milley (2015) that the checks expose, each in the course's
 * erratum box (source, claim, correction, and the checks of both). The list is computed: a slip the
 * source no longer makes disappears, and a check that stops holding changes what the box says.
 */
public final class PartizanErrataDirective implements Directive {

    /** Strips written S1, S_i or S_{n−1−i}, and G^{R3}: shown as math in the box. */
    private static final Pattern FORMULA = Pattern.compile("S\\d+|S_\\{[^}]*\\}|S_[a-z]|G\\^\\{[^}]*\\}");

    /** {@code plain}: the errata about one part of the paper, shown inside the lesson's erratum block, without a box of their own. */
    record ErrataModel(int count, List<ErratumBox> errata, boolean plain) {
    }

    private static final Parameter<Optional<String>> ABOUT = Parameter.text("about", "show only the errata about this"
            + " part of the paper, such as \"Lemma 3\" or \"Theorem 1, Case 1\" (the start of the erratum's title)")
            .optional();


    @Override
    public String kind() {
        return "partizan-errata";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(ABOUT);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        List<ErratumBox> boxes = new ArrayList<>();
        List<Erratum> errata = PartizanStudies.lesson(solver).errata;
        Optional<String> about = arguments.get(ABOUT);
        if (about.isPresent()) {
            errata = errata.stream().filter(e -> e.title().startsWith(about.get())).toList();
            if (errata.isEmpty()) {
                throw arguments.fail(ABOUT, "the checks find no erratum about '" + about.get() + "' (the paper's claim"
                        + " holds, or the title differs); the errata are " + PartizanStudies.lesson(solver).errata
                        .stream().map(Erratum::title).toList());
            }
        }
        for (Erratum e : errata) {
            boxes.add(ErratumBox.of(e, "Milley (2015), " + e.location() + " (" + e.kind().words() + ")",
                    PartizanErrataDirective::math, checks(e.checks())));
        }
        return new ErrataModel(boxes.size(), boxes, about.isPresent());
    }

    private static String checks(List<CheckedClaim> checks) {
        List<String> verdicts = new ArrayList<>();
        for (CheckedClaim c : checks) {
            verdicts.add(math(c.verdict()));
        }
        return String.join(" ", verdicts.stream().map(v -> v.endsWith(".") ? v : v + ".").toList());
    }

    /** Wraps each strip name in math, S12 as S_{12}, so KaTeX typesets it like the prose. */
    static String math(String text) {
        Matcher m = FORMULA.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String token = m.group();
            String tex = token.matches("S\\d+") ? "S_{" + token.substring(1) + "}" : token;
            m.appendReplacement(sb, Matcher.quoteReplacement("$`" + tex + "`$"));
        }
        m.appendTail(sb);
        return sb.toString();
    }
}
