/* After htmx swaps in an answer's verdict (or the form again with its message), move the focus there: a keyboard
   or screen-reader user is taken to what changed instead of staying on a button that is gone. */
document.addEventListener("htmx:afterSwap", function (event) {
  var box = event.detail.target.querySelector(".verdict, .error");
  if (!box) return;
  if (!box.hasAttribute("tabindex")) box.setAttribute("tabindex", "-1");
  box.focus();
});
